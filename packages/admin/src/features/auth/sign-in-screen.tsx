import type { StaffAuth } from '@detailing/core';
import { Button } from '../../components/button/button';
import { BrandMark, business } from '@detailing/ui';
import styles from './auth-screens.module.css';
import { useSignIn } from './use-sign-in';

/** E-mail and password sign-in for staff; nothing else is shown until it succeeds. */
export function SignInScreen({ auth }: { auth: StaffAuth }) {
  const { submitting, error, onSubmit } = useSignIn(auth);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <BrandMark className={styles.mark} />
        <p className={styles.eyebrow}>{business.name}</p>
        <h1 className={styles.title}>Staff sign in</h1>
        <p className={styles.lede}>Answer live chat conversations from the website.</p>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-describedby="sign-in-error"
        >
          <label className={styles.field}>
            <span className={styles.label}>E-mail address</span>
            <input
              className={styles.input}
              name="email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>Password</span>
            <input
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </label>
          <p id="sign-in-error" className={styles.error} role="alert">
            {error}
          </p>
          <Button type="submit" full disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Signing in...' : 'Sign in'}
          </Button>
        </form>
      </div>
    </main>
  );
}
