// The part of the 3D canvas the reveal's summary dialog leaves free (issue 13): with 3D dice the
// reveal dialog is docked at the side of the screen (Modal `docked`), and the camera frames the
// table's dice in what is left, shifted by a view offset.

/** The fraction (0..0.6) of the canvas' width, from its right edge, that a docked dialog covers. */
export function dockedCover(canvas: DOMRect, dialog: DOMRect | null): number {
  if (!dialog || canvas.width <= 0) return 0;
  const covered = canvas.right - Math.max(canvas.left, dialog.left - 8);
  return Math.min(0.6, Math.max(0, covered / canvas.width));
}

/** Reads the docked dialog on the page (null: none). */
export function dockedDialogRect(): DOMRect | null {
  const el = document.querySelector('.modal-backdrop.docked .modal');
  return el ? el.getBoundingClientRect() : null;
}
