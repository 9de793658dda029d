import { describe, expect, it } from 'vitest';
import { serverPageTitle } from './page-title';

describe('serverPageTitle', () => {
  it("names the screen by its main heading, then the brand's page title", () => {
    const html =
      '<header><h1 class="x">Logo</h1></header><main id="main-content"><h1 tabindex="-1">Stays in <!-- -->Rome</h1></main>';
    expect(serverPageTitle(html, 'Wayfare')).toBe('Stays in Rome – Wayfare');
  });

  it("reads React's escapes as the characters they stand for", () => {
    const html = '<main id="main-content"><h1>Hotels &amp; B&amp;Bs in L&#x27;Aquila &lt;3 &#8364;</h1></main>';
    expect(serverPageTitle(html, 'Club')).toBe("Hotels & B&Bs in L'Aquila <3 € – Club");
  });

  it('takes the first heading of the page when the main part has none, and the page title alone without any', () => {
    expect(serverPageTitle('<h1>Page not found</h1><main id="main-content"></main>', 'Wayfare')).toBe(
      'Page not found – Wayfare',
    );
    expect(serverPageTitle('<main id="main-content"><p>Loading</p></main>', 'Wayfare')).toBe('Wayfare');
    expect(serverPageTitle('<main id="main-content"><h1>Wayfare</h1></main>', 'Wayfare')).toBe('Wayfare');
  });
});
