#!/usr/bin/env bash
# A headless desktop for tests, demos and CI: Xvfb, a private D-Bus session bus, openbox, xcompmgr,
# accessibility enabled and a private HOME.
#
#   eval "$(scripts/desktop-session.sh start)"   # prints `export NAME='value'` lines
#   scripts/desktop-session.sh start --private   # also BEANS_PICKER_PRIVATE_DISPLAY=$DISPLAY: nobody else uses
#                                                # this display, so beans-picker may send it keys and pointer input
#   scripts/desktop-session.sh stop [dir]        # dir defaults to $BEANS_PICKER_SESSION
#
# Every process started here, and every process those start (the D-Bus-activated at-spi-bus-launcher,
# at-spi2-registryd and the a11y dbus-daemon), carries BEANS_PICKER_DESKTOP=<dir> in its environment.
# That variable is not printed, so the caller's shell never has it; `stop` ends exactly those processes.
# Apps started with the printed environment end when their X server goes away.
set -Eeuo pipefail

STATE_NAME=session.env

log() { printf 'desktop-session: %s\n' "$*" >&2; }

display_free() {
  local n=$1
  [[ ! -e /tmp/.X11-unix/X$n && ! -e /tmp/.X$n-lock ]]
}

wait_for() { # seconds command...
  local deadline=$((SECONDS + $1))
  shift
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < deadline)) || return 1
    sleep 0.05
  done
}

wm_ready() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; }

start_xvfb() { # sets DISPLAY_NUM and XVFB_PID
  local n
  for ((n = 100 + RANDOM % 400, tries = 0; tries < 40; n++, tries++)); do
    display_free "$n" || continue
    Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp -noreset >"$dir/xvfb.log" 2>&1 &
    XVFB_PID=$!
    # The lock file names the server that owns the display: ours, not one that won a race for it.
    if DISPLAY=":$n" wait_for 5 xdpyinfo && alive "$XVFB_PID" && [[ $(tr -d ' \n' </tmp/.X$n-lock) == "$XVFB_PID" ]]; then
      DISPLAY_NUM=$n
      return 0
    fi
    kill "$XVFB_PID" 2>/dev/null || true
    wait "$XVFB_PID" 2>/dev/null || true
  done
  log "no free display number found"
  return 1
}

start_wm() { # sets WM_PID; openbox sometimes fails right after Xvfb comes up, so retry
  local attempt
  for attempt in 1 2 3 4; do
    openbox --sm-disable >"$dir/openbox.log" 2>&1 &
    WM_PID=$!
    if wait_for 5 wm_ready && alive "$WM_PID"; then return 0; fi
    log "openbox attempt $attempt failed"
    kill "$WM_PID" 2>/dev/null || true
    wait "$WM_PID" 2>/dev/null || true
    sleep 0.2
  done
  return 1
}

write_state() {
  {
    for name in DISPLAY DBUS_SESSION_BUS_ADDRESS HOME XDG_RUNTIME_DIR XDG_CONFIG_HOME XDG_DATA_HOME \
      XDG_CACHE_HOME GSK_RENDERER GDK_BACKEND BEANS_PICKER_SESSION; do
      printf "export %s='%s'\n" "$name" "${!name:-}"
    done
    if [[ -n ${PRIVATE:-} && -n ${DISPLAY:-} ]]; then printf "export BEANS_PICKER_PRIVATE_DISPLAY='%s'\n" "$DISPLAY"; fi
  } >"$dir/$STATE_NAME.tmp"
  printf "XVFB_PID=%s\nDBUS_PID=%s\nWM_PID=%s\nCOMPMGR_PID=%s\n" \
    "$XVFB_PID" "$DBUS_PID" "${WM_PID:-}" "${COMPMGR_PID:-}" >"$dir/pids"
  mv "$dir/$STATE_NAME.tmp" "$dir/$STATE_NAME"
}

cmd_start() {
  PRIVATE=''
  if [[ ${1:-} == --private ]]; then PRIVATE=1; elif [[ -n ${1:-} ]]; then log "unknown option $1"; exit 2; fi
  # Said at once, not after a wait for a display that cannot come: what is missing, and what installs it.
  local tool missing=''
  for tool in Xvfb xdpyinfo xprop dbus-daemon dbus-send openbox xcompmgr; do
    command -v "$tool" >/dev/null 2>&1 || missing+=" $tool"
  done
  if [[ -n $missing ]]; then
    log "missing:$missing (install them with: bash scripts/install-deps.sh)"
    exit 3
  fi
  dir=$(mktemp -d "${TMPDIR:-/tmp}/beans-desktop.XXXXXX")
  mkdir -p "$dir/home" "$dir/runtime" "$dir/config" "$dir/data" "$dir/cache"
  chmod 700 "$dir/runtime"
  export BEANS_PICKER_DESKTOP=$dir BEANS_PICKER_SESSION=$dir HOME=$dir/home XDG_RUNTIME_DIR=$dir/runtime XDG_CONFIG_HOME=$dir/config \
    XDG_DATA_HOME=$dir/data XDG_CACHE_HOME=$dir/cache GSK_RENDERER=cairo GDK_BACKEND=x11
  unset WAYLAND_DISPLAY NO_AT_BRIDGE DBUS_SESSION_BUS_ADDRESS SESSION_MANAGER

  XVFB_PID='' DBUS_PID='' WM_PID='' COMPMGR_PID=''
  trap 'log "start failed; cleaning up"; write_state; "$0" stop "$dir" >/dev/null 2>&1 || true' ERR
  start_xvfb
  export DISPLAY=":$DISPLAY_NUM"

  # The bus is started after DISPLAY is known, so D-Bus-activated services inherit this environment.
  local out
  out=$(dbus-daemon --session --fork --address="unix:path=$dir/runtime/bus" --print-address=1 --print-pid=1 --nopidfile)
  DBUS_SESSION_BUS_ADDRESS=$(sed -n 1p <<<"$out")
  DBUS_PID=$(sed -n 2p <<<"$out")
  export DBUS_SESSION_BUS_ADDRESS
  write_state

  start_wm || { log "openbox did not start"; false; }
  xcompmgr -a >"$dir/xcompmgr.log" 2>&1 &
  COMPMGR_PID=$!
  write_state

  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null
  # Activates the a11y bus now, so the first client does not pay for it.
  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null
  trap - ERR
  cat "$dir/$STATE_NAME"
}

# Process ids whose environment holds BEANS_PICKER_DESKTOP=<dir> exactly.
session_pids() {
  local f
  for f in $(grep -lzxF -- "BEANS_PICKER_DESKTOP=$1" /proc/[0-9]*/environ 2>/dev/null); do
    f=${f#/proc/}
    [[ ${f%/environ} == "$$" ]] || echo "${f%/environ}"
  done
}

# A zombie counts as ended: it is gone but for its exit status.
alive() {
  local stat
  stat=$(cat 2>/dev/null "/proc/$1/stat") || return 1
  [[ ${stat##*) } != Z* ]]
}

end_pids() { # pids...
  local p deadline
  (($# > 0)) || return 0
  kill -TERM "$@" 2>/dev/null || true
  deadline=$((SECONDS + 3))
  for p in "$@"; do
    while alive "$p" && ((SECONDS < deadline)); do sleep 0.05; done
    if alive "$p"; then kill -KILL "$p" 2>/dev/null || true; fi
  done
}

cmd_stop() {
  local target=${1:-${BEANS_PICKER_SESSION:-}}
  [[ -n $target ]] || {
    log "usage: stop <session-dir> (or set BEANS_PICKER_SESSION)"
    return 2
  }
  [[ -f $target/pids ]] || {
    log "$target is not a desktop session directory"
    return 1
  }
  target=$(cd "$target" && pwd)
  local XVFB_PID='' DBUS_PID='' WM_PID='' COMPMGR_PID='' p
  # shellcheck disable=SC1091
  source "$target/pids"
  # Only processes that carry this session's marker are ended, so a reused pid is never hit.
  local -A ours=()
  for p in $(session_pids "$target"); do ours[$p]=1; done
  local core=() others=()
  for p in "$COMPMGR_PID" "$WM_PID" "$DBUS_PID"; do [[ -n $p && -n ${ours[$p]:-} ]] && core+=("$p"); done
  for p in "${!ours[@]}"; do
    [[ " $XVFB_PID $COMPMGR_PID $WM_PID $DBUS_PID " == *" $p "* ]] || others+=("$p")
  done
  # Apps and D-Bus-activated services first, then the window manager, the bus and the X server.
  end_pids "${others[@]}"
  end_pids "${core[@]}"
  # Apps started with the printed environment are not marked: they end when their X server goes away, and some
  # write their settings as they go (mousepad's accels.scm, into the session's config folder). They are waited
  # for (never signalled: a shell that took the environment is the user's), so the folder goes after them.
  local clients=()
  mapfile -t clients < <(env_pids "XDG_CONFIG_HOME=$target/config")
  [[ -n $XVFB_PID && -n ${ours[$XVFB_PID]:-} ]] && end_pids "$XVFB_PID"
  wait_gone 5 "${clients[@]}"
  rm -rf -- "$target"
}

# Process ids whose environment holds this exact entry, other than this script and the processes above it.
env_pids() { # entry
  local f p stat fields ancestors=" " at=$$
  while [[ $at =~ ^[0-9]+$ ]] && ((at > 1)); do
    ancestors+="$at "
    stat=$(cat 2>/dev/null "/proc/$at/stat") || break
    # After the command name (which may hold spaces and parentheses): state, then the parent's pid.
    read -r -a fields <<<"${stat##*) }"
    at=${fields[1]:-0}
  done
  for f in $(grep -lzxF -- "$1" /proc/[0-9]*/environ 2>/dev/null); do
    p=${f#/proc/}
    p=${p%/environ}
    [[ $ancestors == *" $p "* ]] || echo "$p"
  done
}

wait_gone() { # seconds pids...
  local deadline=$((SECONDS + $1)) p
  shift
  for p in "$@"; do
    while alive "$p" && ((SECONDS < deadline)); do sleep 0.05; done
  done
}

case ${1:-} in
  start) cmd_start "${2:-}" ;;
  stop) cmd_stop "${2:-}" ;;
  *)
    log "usage: $0 start [--private] | stop [session-dir]"
    exit 2
    ;;
esac
