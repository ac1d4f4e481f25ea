/** Whether this page is shown inside a frame (a cross-origin parent may even refuse to say: framed). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
