/**
 * A short two-tone beep every 2.5 s from WebAudio (no sound file to download), until the returned
 * stop is called. A browser that has not had a click yet may keep the context suspended: the
 * banner still shows, silently, and the next beep tries again.
 */
export function beepWhile(): () => void {
  const Ctx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return () => {};
  let ctx: AudioContext | null = null;
  const beep = () => {
    try {
      ctx ??= new Ctx();
      void ctx.resume().catch(() => {});
      for (const [freq, at] of [
        [880, 0],
        [660, 0.25],
      ] as const) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.frequency.value = freq;
        gain.gain.value = 0.15;
        osc.connect(gain).connect(ctx.destination);
        osc.start(ctx.currentTime + at);
        osc.stop(ctx.currentTime + at + 0.2);
      }
    } catch {
      // No audio here (a locked-down browser): the banner alone must do.
    }
  };
  beep();
  const timer = setInterval(beep, 2500);
  return () => {
    clearInterval(timer);
    void ctx?.close().catch(() => {});
  };
}
