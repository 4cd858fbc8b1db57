// winrec: records one window to an H.264 MP4 with ScreenCaptureKit (macOS 15 or later), whether the window is
// covered or in front, until SIGINT, SIGTERM or the end of standard input. It only captures pixels: it sends no
// input, moves no window and never brings an app to the front.
//
//   winrec --window-id N --out PATH [--fps 30]   record; PATH must not exist
//   winrec --check                               say whether Screen Recording is granted (asks nothing)
//
// Standard output carries one JSON object per line: {"event":"recording","width":W,"height":H} once capture runs,
// {"event":"finished","ms":M} when the file is complete, or {"event":"error","code":C,"message":M} before a
// non-zero exit. Window titles and pixels are never printed.
import AVFoundation
import CoreGraphics
import Foundation
import ScreenCaptureKit

func emit(_ object: [String: Any]) {
  guard let data = try? JSONSerialization.data(withJSONObject: object) else { return }
  FileHandle.standardOutput.write(data)
  FileHandle.standardOutput.write(Data([0x0A]))
}

func fail(_ code: String, _ message: String) -> Never {
  emit(["event": "error", "code": code, "message": message])
  exit(2)
}

func argument(_ name: String) -> String? {
  let args = CommandLine.arguments
  guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
  return args[i + 1]
}

@available(macOS 15.0, *)
final class WindowRecorder: NSObject, SCStreamDelegate, SCRecordingOutputDelegate {
  private var stream: SCStream?
  private var output: SCRecordingOutput?
  private var stopping = false
  private let began = Date()

  func start(windowId: CGWindowID, url: URL, fps: Int) async {
    do {
      let content = try await SCShareableContent.excludingDesktopWindows(false, onScreenWindowsOnly: false)
      guard let window = content.windows.first(where: { $0.windowID == windowId }) else {
        fail("window_not_found", "no window \(windowId) can be captured")
      }
      let filter = SCContentFilter(desktopIndependentWindow: window)
      let scale = CGFloat(filter.pointPixelScale)
      let config = SCStreamConfiguration()
      // H.264 needs even sizes.
      config.width = max(2, Int(window.frame.width * scale) & ~1)
      config.height = max(2, Int(window.frame.height * scale) & ~1)
      config.minimumFrameInterval = CMTime(value: 1, timescale: CMTimeScale(max(1, min(fps, 60))))
      config.showsCursor = false
      config.capturesAudio = false
      let recording = SCRecordingOutputConfiguration()
      recording.outputURL = url
      recording.outputFileType = .mp4
      recording.videoCodecType = .h264
      let output = SCRecordingOutput(configuration: recording, delegate: self)
      let stream = SCStream(filter: filter, configuration: config, delegate: self)
      try stream.addRecordingOutput(output)
      try await stream.startCapture()
      self.stream = stream
      self.output = output
      emit(["event": "recording", "width": config.width, "height": config.height])
    } catch {
      fail("recording_failed", "capture could not start: \(error.localizedDescription)")
    }
  }

  func stop() async {
    if stopping { return }
    stopping = true
    guard let stream else { fail("recording_failed", "stopped before capture started") }
    do {
      try await stream.stopCapture()
    } catch {
      fail("recording_failed", "capture could not stop: \(error.localizedDescription)")
    }
    // The file is complete when recordingOutputDidFinishRecording runs.
  }

  func recordingOutputDidFinishRecording(_ recordingOutput: SCRecordingOutput) {
    emit(["event": "finished", "ms": Int(Date().timeIntervalSince(began) * 1000)])
    exit(0)
  }

  func recordingOutput(_ recordingOutput: SCRecordingOutput, didFailWithError error: Error) {
    fail("recording_failed", "the recording failed: \(error.localizedDescription)")
  }

  func stream(_ stream: SCStream, didStopWithError error: Error) {
    fail("recording_failed", "capture stopped: \(error.localizedDescription)")
  }
}

var signalSources: [DispatchSourceSignal] = []

@available(macOS 15.0, *)
func run() {
  if CommandLine.arguments.contains("--check") {
    emit(["event": "check", "screenRecording": CGPreflightScreenCaptureAccess()])
    exit(0)
  }
  guard CGPreflightScreenCaptureAccess() else {
    fail(
      "screen_recording_denied",
      "the app that runs beans-picker needs Screen Recording (System Settings > Privacy & Security)")
  }
  guard let idText = argument("--window-id"), let windowId = UInt32(idText) else {
    fail("bad_arguments", "--window-id N is required")
  }
  guard let out = argument("--out"), out.hasPrefix("/") else {
    fail("bad_arguments", "--out needs an absolute path")
  }
  if FileManager.default.fileExists(atPath: out) {
    fail("file_exists", "the output file exists already")
  }
  let fps = Int(argument("--fps") ?? "30") ?? 30
  let recorder = WindowRecorder()
  for sig in [SIGINT, SIGTERM] {
    signal(sig, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
    source.setEventHandler { Task { await recorder.stop() } }
    source.resume()
    signalSources.append(source)
  }
  // A parent that goes away closes our standard input: finish the file then too.
  DispatchQueue.global().async {
    while readLine() != nil {}
    Task { await recorder.stop() }
  }
  Task { await recorder.start(windowId: windowId, url: URL(fileURLWithPath: out), fps: fps) }
  dispatchMain()
}

if #available(macOS 15.0, *) {
  run()
} else {
  fail("macos_too_old", "recording a window needs macOS 15 or later")
}
