// Keeps a focused field above a phone's on-screen keyboard. Most phone browsers (Chrome on Android, Safari on iOS)
// do not shrink the page for the keyboard, only the visual viewport: the fixed views keep their full height with the
// keyboard over their lower part. The views then get the keyboard's height as bottom padding and scroll padding
// (--keyboard-inset, style.css), so their last fields can scroll above it, and the focused field is scrolled into
// sight. (Browsers that do shrink the page need nothing: the scrolling views shrink with the window.)
export function installKeyboardInset(): void {
  const viewport = window.visualViewport;
  if (!viewport) return;
  const update = () => {
    // a pinch zoom also shrinks the visual viewport, but is no keyboard: only an unzoomed page counts
    const zoomed = Math.abs(viewport.scale - 1) > 0.01;
    const covered = zoomed ? 0 : Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
    document.documentElement.style.setProperty("--keyboard-inset", `${covered}px`);
    const field = document.activeElement;
    if (covered > 0 && field instanceof HTMLElement && field.matches("input, select, textarea")) field.scrollIntoView({ block: "nearest" });
  };
  viewport.addEventListener("resize", update);
}
