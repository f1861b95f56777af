import { Fragment } from 'react';
import { Link } from 'wouter';
import type { RichText as RichTextContent } from '../../content/privacy';

/**
 * Text with links and picked-out words. Links to our own pages go through the router; the rest
 * (mailto, tel, other sites) are plain anchors.
 */
export function RichText({ text }: { text: RichTextContent }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => {
    if (typeof piece === 'string') return <Fragment key={index}>{piece}</Fragment>;
    if ('strong' in piece) return <strong key={index}>{piece.strong}</strong>;
    return piece.href.startsWith('/') ? (
      <Link key={index} href={piece.href}>
        {piece.text}
      </Link>
    ) : (
      <a key={index} href={piece.href}>
        {piece.text}
      </a>
    );
  });
}
