import { useContext, useEffect, useId, useRef, useState } from 'react';
import { FieldMessage, type FieldsProps, join, TextField } from './field-inputs';
import { entryOf } from './json-schema';
import { SitePhotoError, SitePhotosContext, usePhotoUrl } from './site-photos';
import styles from './site.module.css';

/**
 * A photo slot (a gallery photo, a hero slide): the photo it shows, "Replace photo" (the phone
 * offers its camera or its library), and the alt text, which a new photo empties: no alt text,
 * no publish.
 */
export function PhotoSlot({ schema, value, onChange, path, problems }: FieldsProps) {
  const photos = useContext(SitePhotosContext);
  const record = (value ?? {}) as { photo?: string; alt?: string };
  const photo = record.photo ?? '';
  const url = usePhotoUrl(photo);
  const id = useId();
  const number = Number(path.split('.').at(-1)) + 1;
  const photoMessage = problems.get(join(path, 'photo'));
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const altSchema = entryOf(schema, 'alt');
  // An upload takes seconds on a phone: its result goes into the slot as it is by then (edits
  // made meanwhile, here or by another owner, are kept), not as it was when the file was chosen.
  const latest = useRef({ record, onChange });
  useEffect(() => {
    latest.current = { record, onChange };
  });
  const choose = async (file: File | undefined) => {
    if (!file || !photos) return;
    setState({ busy: true, error: null });
    try {
      const uploaded = await photos.upload(file);
      latest.current.onChange({ ...latest.current.record, photo: uploaded, alt: '' });
      setState({ busy: false, error: null });
      // The new photo needs its own words: the field waits, with its message.
      requestAnimationFrame(() => document.getElementById(`${id}-alt`)?.focus());
    } catch (error) {
      setState({
        busy: false,
        error:
          error instanceof SitePhotoError
            ? error.message
            : 'The photo could not be used. Please try another.',
      });
    }
  };
  return (
    <div className={styles.photoSlot}>
      <div className={styles.photoFrame}>
        {url ? <img className={styles.photo} src={url} alt="" /> : null}
      </div>
      <div className={styles.photoActions}>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={`${styles.fileInput} visually-hidden`}
          aria-label={`Replace photo ${number}`}
          aria-describedby={
            [state.error ? `${id}-upload-error` : '', photoMessage ? `${id}-photo-error` : '']
              .join(' ')
              .trim() || undefined
          }
          disabled={state.busy}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className={styles.replace} aria-hidden="true">
          {state.busy ? 'Preparing the photo…' : 'Replace photo'}
        </label>
        {state.busy ? (
          <p role="status" className="visually-hidden">
            Preparing the photo…
          </p>
        ) : null}
        {state.error ? (
          <p id={`${id}-upload-error`} role="alert" className={styles.error}>
            {state.error}
          </p>
        ) : null}
        <FieldMessage id={`${id}-photo-error`} message={photoMessage} />
      </div>
      {altSchema ? (
        <TextField
          name="alt"
          inputId={`${id}-alt`}
          schema={altSchema}
          value={record.alt}
          path={join(path, 'alt')}
          problems={problems}
          onChange={(alt) => onChange({ ...record, alt })}
        />
      ) : null}
    </div>
  );
}
