// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { replayTyped, typedBeforeHydration } from './typed-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled field and what React holds for it. */
function Form() {
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('');
  return (
    <form>
      <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <select value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="">Choose one</option>
        <option value="small">Small</option>
      </select>
      <input type="checkbox" defaultChecked={false} />
      <output>{`${email}|${size}`}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
}

describe('typed input before hydration', () => {
  it('notes only the text fields and selects the visitor changed', () => {
    const container = prerendered();
    container.querySelector('input')!.value = 'jo@example.com';
    expect(typedBeforeHydration(container).map(({ value }) => value)).toEqual(['jo@example.com']);
    container.querySelector('select')!.value = 'small';
    expect(typedBeforeHydration(container)).toHaveLength(2);
  });

  it("hands the values to the component's state after React takes over", async () => {
    const container = prerendered();
    container.querySelector('input')!.value = 'jo@example.com';
    container.querySelector('select')!.value = 'small';
    const typed = typedBeforeHydration(container);
    await hydrate(container);
    await act(async () => replayTyped(typed));
    expect(container.querySelector('output')!.textContent).toBe('jo@example.com|small');
    expect(container.querySelector('input')!.value).toBe('jo@example.com');
  });

  it('without the hand-over the state stays empty', async () => {
    const container = prerendered();
    container.querySelector('input')!.value = 'jo@example.com';
    await hydrate(container);
    expect(container.querySelector('output')!.textContent).toBe('|');
  });
});
