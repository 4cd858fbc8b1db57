#!/usr/bin/env bash
# Installs the Debian packages beans-picker's drivers and tests use: Chromium for the browser driver; a headless
# desktop (Xvfb, D-Bus, openbox, AT-SPI) for the Linux driver, with the real-app suite's apps in four toolkits (GTK3,
# GTK4, Qt5 through its AT-SPI bridge, LibreOffice's VCL); and tesseract with its English data for reading what a
# page draws as pixels (src/drivers/ocr). Run it as root or as a user with sudo: a user's run asks sudo for the rest.
set -euo pipefail
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    exec sudo bash "$0" "$@"
  fi
  echo "install-deps: installing Debian packages needs root: run it as root, or install sudo" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
for attempt in 1 2 3; do
  apt-get update -q && break
  echo "install-deps: apt-get update failed (attempt $attempt); retrying" >&2
  sleep 5
done
apt-get install -y -q --no-install-recommends \
  chromium \
  xvfb dbus dbus-x11 at-spi2-core libatk-adaptor openbox xcompmgr x11-utils x11-apps \
  xdotool wmctrl xclip ffmpeg imagemagick \
  python3-gi gir1.2-gtk-3.0 gir1.2-atspi-2.0 python3-pyatspi \
  gnome-calculator mousepad fonts-dejavu-core gtk-3-examples gtk-4-examples thunar gnome-font-viewer \
  featherpad speedcrunch galculator libreoffice-calc libreoffice-gtk3 gnumeric xfce4-taskmanager \
  tesseract-ocr tesseract-ocr-eng
# `--harvest`: the locales the translated UIs of the harvested apps need (gettext ignores LANGUAGE in the C
# locale; scripts/harvest-desktop.ts). The tests do not need them.
if [ "${1:-}" = "--harvest" ]; then
  apt-get install -y -q --no-install-recommends \
    locales
  sed -i -E 's/^# *((de_DE|fr_FR|ja_JP)\.UTF-8 UTF-8)/\1/' /etc/locale.gen
  locale-gen
fi
