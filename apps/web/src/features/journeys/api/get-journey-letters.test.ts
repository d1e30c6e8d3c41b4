// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadJourneyLetters } from './get-journey-letters';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(response: Response) {
  const fetch = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('downloadJourneyLetters (approving downloads the letters)', () => {
  it("saves the journey's letters PDF under the server's file name", async () => {
    const fetch = serve(
      new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'Content-Disposition': 'attachment; filename="letters-moving.pdf"' },
      }),
    );
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:letters');

    await expect(downloadJourneyLetters('j1')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/journeys/j1/letters.pdf', expect.anything());
    expect(clicked).toEqual([{ href: 'blob:letters', download: 'letters-moving.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads nothing when no letter waits any more (a print-and-post service took them)', async () => {
    serve(
      Response.json(
        { error: { code: 'CONFLICT', message: 'No letter is waiting to be posted' } },
        { status: 409 },
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(downloadJourneyLetters('j1')).resolves.toBe(false);
    expect(click).not.toHaveBeenCalled();
  });

  it('fails on any other error, so the page can say so', async () => {
    serve(
      Response.json(
        { error: { code: 'INTERNAL', message: 'Something went wrong' } },
        { status: 500 },
      ),
    );
    await expect(downloadJourneyLetters('j1')).rejects.toThrow();
  });
});
