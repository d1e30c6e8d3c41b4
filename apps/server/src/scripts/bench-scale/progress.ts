/** A one-line progress bar with rows/s and an ETA on stderr, redrawn at most 4 times a second. */
export function progressBar(label: string, total: number) {
  const started = performance.now();
  let drawn = 0;
  const draw = (done: number, final = false) => {
    const now = performance.now();
    if (!final && now - drawn < 250) return;
    drawn = now;
    const seconds = (now - started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const share = total > 0 ? Math.min(done / total, 1) : 1;
    const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '.');
    const eta =
      rate > 0 && !final ? `ETA ${Math.ceil((total - done) / rate)} s` : `${seconds.toFixed(1)} s`;
    process.stderr.write(
      `\r  ${label.padEnd(24)} [${bar}] ${String(Math.round(share * 100)).padStart(3)}% ` +
        `${done.toLocaleString('en').padStart(11)} rows ${Math.round(rate).toLocaleString('en').padStart(9)} rows/s ${eta}   ` +
        (final ? '\n' : ''),
    );
  };
  return { tick: (done: number) => draw(done), finish: (done: number) => draw(done, true) };
}
