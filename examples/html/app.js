// The page's own code: it hears the board's events like any other DOM events.
const board = document.getElementById('board');
const lastMove = document.getElementById('last-move');
board.addEventListener('move', (event) => {
  lastMove.textContent = `${event.detail.notation} (${event.detail.from ?? ''}→${event.detail.to ?? ''})`;
});
