/** Scrolls each diff column to its first difference, so both sides open at the line that matters. */
export const SCRIPT = `
for (const box of document.querySelectorAll('.code')) {
  const hit = box.querySelector('.first-diff');
  if (hit) box.scrollTop = Math.max(0, hit.offsetTop - box.clientHeight / 3);
}
`;
