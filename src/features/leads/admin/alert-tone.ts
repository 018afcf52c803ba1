/** A short two-note chime made with the Web Audio API (no sound file to download). */
export function playAlertTone() {
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (!AudioContextClass) return
  const context = new AudioContextClass()
  const start = context.currentTime
  ;[880, 1320].forEach((frequency, index) => {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = 'sine'
    oscillator.frequency.value = frequency
    const from = start + index * 0.18
    gain.gain.setValueAtTime(0.0001, from)
    gain.gain.exponentialRampToValueAtTime(0.3, from + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, from + 0.16)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(from)
    oscillator.stop(from + 0.17)
  })
  setTimeout(() => void context.close().catch(() => undefined), 800)
}
