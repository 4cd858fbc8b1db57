#!/usr/bin/env node
// A fake `winrec` (src/drivers/macos/native/winrec.swift) for Linux tests: the same arguments, JSON-line events,
// error codes and stop signals, writing a plain white H.264 video (ffmpeg) of the size it reports instead of
// capturing a window.
// FAKE_WINREC_MODE: ok (default) | denied | missing | noisy | silent | unfinished; FAKE_WINREC_LOG: argument log.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';

const args = process.argv.slice(2);
const mode = process.env.FAKE_WINREC_MODE ?? 'ok';
const emit = (event) => process.stdout.write(`${JSON.stringify(event)}\n`);
const fail = (code, message) => {
  emit({ event: 'error', code, message });
  process.exit(2);
};
const opt = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
if (process.env.FAKE_WINREC_LOG) appendFileSync(process.env.FAKE_WINREC_LOG, `${JSON.stringify(args)}\n`);

if (args.includes('--check')) {
  emit({ event: 'check', screenRecording: mode !== 'denied' });
  process.exit(0);
}
if (mode === 'denied')
  fail('screen_recording_denied', 'the app that runs beans-picker needs Screen Recording');
const id = Number(opt('--window-id'));
if (!Number.isInteger(id) || id <= 0) fail('bad_arguments', '--window-id N is required');
const out = opt('--out');
if (!out?.startsWith('/')) fail('bad_arguments', '--out needs an absolute path');
if (existsSync(out)) fail('file_exists', 'the output file exists already');
if (mode === 'missing') fail('window_not_found', `no window ${id} can be captured`);

const began = Date.now();
const [width, height] = [1200, 1000];
let finished = false;
const finish = () => {
  if (finished) return;
  finished = true;
  if (mode === 'unfinished') process.exit(0);
  const white = `color=c=white:s=${width}x${height}:d=1:r=10`;
  execFileSync(
    'ffmpeg',
    ['-n', '-loglevel', 'error', '-f', 'lavfi', '-i', white, '-c:v', 'libx264'].concat([
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-f',
      'mp4',
      out,
    ]),
  );
  emit({ event: 'finished', ms: Date.now() - began });
  process.exit(0);
};
process.on('SIGINT', finish);
process.on('SIGTERM', finish);
process.stdin.on('end', finish);
process.stdin.resume();
if (mode === 'noisy') process.stdout.write('ScreenCaptureKit: warming up\n');
if (mode !== 'silent') emit({ event: 'recording', width, height });
setInterval(() => undefined, 1000);
