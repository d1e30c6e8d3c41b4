// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { forgetServedShell, readServedShell, servedShell } from './served-shell';

function rootWith(markup: string) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe('readServedShell', () => {
  afterEach(forgetServedShell);

  it('reads the frame the server painted, and whether its sidebar is collapsed', () => {
    expect(readServedShell(rootWith('<div data-app-shell="admin"></div>'))).toEqual({
      kind: 'admin',
      collapsed: false,
    });
    const collapsed = '<div data-app-shell="app"><div data-collapsible="icon"></div></div>';
    expect(readServedShell(rootWith(collapsed))).toEqual({ kind: 'app', collapsed: true });
    expect(servedShell()).toEqual({ kind: 'app', collapsed: true });
  });

  it('finds none in an empty root, a prerendered page or an unknown frame', () => {
    for (const markup of ['', '<main><h1>Moving home</h1></main>', '<div data-app-shell="x">']) {
      expect(readServedShell(rootWith(markup)), markup).toBeNull();
    }
    expect(servedShell()).toBeNull();
  });
});
