import { BrandMark } from '@detailing/ui';
import styles from './app.module.css';

export function SplashScreen() {
  return (
    <div className={styles.splash} role="status">
      <BrandMark className={styles.splashMark} />
      <span className="visually-hidden">Loading the staff console...</span>
    </div>
  );
}
