import { useState } from 'react';
import { VariantBoard } from '@variant-board/react';

export function App() {
  const [lastMove, setLastMove] = useState('none yet');
  return (
    <main>
      <h1>Dagger Chess</h1>
      <VariantBoard
        id="board"
        variant="dagger"
        onMove={(event) => setLastMove(`${event.detail.notation} (${event.detail.side})`)}
      />
      <p>
        Last move: <output id="last-move">{lastMove}</output>
      </p>
    </main>
  );
}
