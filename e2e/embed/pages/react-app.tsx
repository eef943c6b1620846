// A tiny React 19 app that shares a page with the GiftCash elements (the partner already runs
// React). It publishes React as `window.React`, as a classic-script React page would.
import * as React from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    React?: typeof React;
    hostAppRenders?: number;
  }
}

function Counter() {
  const [count, setCount] = React.useState(0);
  window.hostAppRenders = (window.hostAppRenders ?? 0) + 1;
  return (
    <div className="host-app">
      <p>
        Host app on React <span data-testid="react-version">{React.version}</span>
      </p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count} times
      </button>
    </div>
  );
}

window.React = React;
createRoot(document.getElementById('react-app') as HTMLElement).render(<Counter />);
