/**
 * A short two-note chime made with the Web Audio API (no asset to download). One AudioContext
 * for the page; browsers start it suspended until a user gesture, so `unlock` is called from the
 * toggle's click and from the first pointer press.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

export function unlockChime(): void {
  const ctx = audio();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
}

export function playChime(): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + index * 0.12;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}
