import type { ComponentProps } from 'react';
import styles from './button.module.css';

type ButtonProps = ComponentProps<'button'> & {
  variant?: 'primary' | 'ghost' | 'danger' | 'quiet';
  size?: 'md' | 'sm' | 'icon';
  full?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  full = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant}
      data-size={size}
      data-full={full || undefined}
      className={className ? `${styles.button} ${className}` : styles.button}
      {...props}
    />
  );
}
