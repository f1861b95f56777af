import styles from './app.module.css';

/** A build without the Firebase settings says which ones, instead of failing obscurely. */
export function ConfigErrorScreen({ missing }: { missing: readonly string[] }) {
  return (
    <main className={styles.configError}>
      <div className={styles.configCard}>
        <h1 className={styles.configTitle}>The staff console is not configured</h1>
        <p>This build is missing settings it needs to connect to Firebase:</p>
        <ul className={styles.configList}>
          {missing.map((name) => (
            <li key={name}>
              <code>{name}</code>
            </li>
          ))}
        </ul>
        <p>
          Set them in the build environment and build again (see <code>docs/deploy.md</code>).
        </p>
      </div>
    </main>
  );
}
