import { describe, expect, it } from 'vitest';
import { cutToMessageLength, inboundMessage, withoutQuotes } from './mail-inbound-text.js';

describe('what a visitor wrote in an e-mail reply', () => {
  it('leaves out Gmail’s attribution, wrapped over two lines, and the quoted e-mail under it', () => {
    const body = [
      'Saturday at 9 is perfect, thanks!',
      '',
      'On Sat, 28 Nov 2026 at 14:02, Harbour & Heath Detailing <',
      'no-reply@harbourheathdetailing.co.uk> wrote:',
      '',
      '> Harbour & Heath Detailing replied to your message in the live chat:',
      '> Yes, Saturday at 9 works.',
    ].join('\r\n');
    expect(withoutQuotes(body)).toBe('Saturday at 9 is perfect, thanks!');
  });

  it('leaves out Outlook’s header block and separator, whose quote has no ">"', () => {
    const body = [
      'See you then.',
      '',
      '________________________________',
      'From: Harbour & Heath Detailing <no-reply@example.co.uk>',
      'Sent: 28 November 2026 14:02',
      'Subject: Reply from Harbour & Heath Detailing',
      'Yes, Saturday at 9 works.',
    ].join('\n');
    expect(withoutQuotes(body)).toBe('See you then.');
    const noSeparator = [
      'Great.',
      '',
      'From: Harbour & Heath Detailing',
      'Date: Sat, 28 Nov',
      'Hi',
    ];
    expect(withoutQuotes(noSeparator.join('\n'))).toBe('Great.');
  });

  it('keeps answers written between quoted lines, without the quotes', () => {
    const body = ['> Can you do Saturday?', 'Yes please.', '> At 9?', 'Or 10, if you can.'];
    expect(withoutQuotes(body.join('\n'))).toBe('Yes please.\nOr 10, if you can.');
  });

  it('stops at a signature or a forwarded message, and keeps one empty line between paragraphs', () => {
    expect(withoutQuotes('Thanks!\n\n\n\nSam\n-- \nSam Jones\n07700 900123')).toBe(
      'Thanks!\n\nSam',
    );
    expect(withoutQuotes('Fine.\n---------- Forwarded message ---------\nFrom: x')).toBe('Fine.');
    expect(withoutQuotes('Fine.\n-----Original Message-----\nFrom: x')).toBe('Fine.');
  });

  it('is nothing when the reply is only the quoted history', () => {
    const body = 'On Sat, 28 Nov 2026, Harbour & Heath Detailing wrote:\n> Yes, Saturday works.';
    expect(inboundMessage({ bodyPlain: body })).toEqual({ ok: false, reason: 'empty' });
    expect(inboundMessage({ strippedText: '  \n ', bodyPlain: '> quoted' })).toEqual({
      ok: false,
      reason: 'empty',
    });
  });

  it('takes Mailgun’s stripped text when it has some, else the plain body', () => {
    expect(inboundMessage({ strippedText: 'Stripped.', bodyPlain: 'Plain.' })).toEqual({
      ok: true,
      content: 'Stripped.',
    });
    expect(inboundMessage({ strippedText: '', bodyPlain: 'Plain.\n> quoted' })).toEqual({
      ok: true,
      content: 'Plain.',
    });
  });

  it('cuts a huge reply to the chat’s 2000 characters with "…", never inside an emoji', () => {
    const verdict = inboundMessage({ strippedText: 'x'.repeat(50_000) });
    expect(verdict.ok && verdict.content.length).toBe(2000);
    expect(verdict.ok && verdict.content.endsWith('x…')).toBe(true);
    // An emoji (two UTF-16 units) across the cut is left out whole.
    const cut = cutToMessageLength(`${'a'.repeat(1998)}😀 and more`, 2000);
    expect(cut).toBe(`${'a'.repeat(1998)}…`);
    expect(cutToMessageLength('short')).toBe('short');
  });

  it('refuses control characters, as the chat does, and keeps tabs and line breaks', () => {
    expect(inboundMessage({ strippedText: 'Hi\u0007 there' })).toEqual({
      ok: false,
      reason: 'control-characters',
    });
    expect(inboundMessage({ strippedText: 'Hi\u0000' })).toEqual({
      ok: false,
      reason: 'control-characters',
    });
    expect(inboundMessage({ strippedText: 'Price:\t£40\r\nThanks' })).toEqual({
      ok: true,
      content: 'Price:\t£40\nThanks',
    });
  });
});
