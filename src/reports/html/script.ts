/** Opens the folded details of the failure a link points at, so following a link shows the whole case. */
export const SCRIPT = `
const open = () => {
  const card = location.hash && document.getElementById(location.hash.slice(1));
  if (card) for (const d of card.querySelectorAll('details')) d.open = true;
};
addEventListener('hashchange', open);
open();
`;
