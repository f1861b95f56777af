import { describe, expect, it } from 'vitest';
import { renderHead } from './render-head';

describe('renderHead', () => {
  it('escapes text so a title cannot break out of its tag', () => {
    const head = renderHead({ title: 'Wheels & <Brakes>', description: 'A "quoted" line' }, '/x');
    expect(head).toContain('<title>Wheels &amp; &lt;Brakes&gt;</title>');
    expect(head).toContain('content="A &quot;quoted&quot; line"');
  });

  it('points the canonical link at the canonical path of a legacy page', () => {
    const head = renderHead(
      { title: 'Paint Correction', description: 'd', canonicalPath: '/services/paint-correction' },
      '/booking-calendar/paint-correction-1',
    );
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/services\/paint-correction" \/>/);
  });

  it('marks noindex pages and gives them no canonical link', () => {
    const head = renderHead({ title: 'Not found', description: 'd', noindex: true }, '/404');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const head = renderHead({ title: 't', description: 'd' }, '/', [{ name: '</script><b>' }]);
    expect(head).not.toContain('</script><b>');
    expect(head).toContain('\\u003c/script>');
  });
});
