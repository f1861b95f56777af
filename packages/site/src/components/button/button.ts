import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'outline' | 'dark';

/**
 * Props that style a link or a button as one of the site's buttons:
 * `<Link href="/x" {...buttonProps('primary')}>`. The variant is a data attribute so CSS and
 * tests can read it.
 */
export function buttonProps(
  variant: ButtonVariant = 'primary',
  options: { size?: 'sm' | 'md'; full?: boolean } = {},
) {
  return {
    className: styles.button,
    'data-variant': variant,
    'data-size': options.size ?? 'md',
    ...(options.full ? { 'data-full': '' } : {}),
  };
}
