import { Wordmark } from '@detailing/ui';
import type { ComponentProps } from 'react';
import styles from './logo.module.css';

/** The brand's wordmark, as a link to the top of the home page. */
export function Logo(props: ComponentProps<'a'>) {
  return (
    <a href="/" className={styles.logo} {...props}>
      <Wordmark sub="Detailing" />
    </a>
  );
}
