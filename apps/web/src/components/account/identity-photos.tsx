import { ImageUploadField } from '../ui/image-upload-field';
import classes from './identity-photos.module.css';

/** The three photos of an identity document, in the order they are asked for. */
export const IDENTITY_PHOTOS = ['front', 'back', 'handHeld'] as const;
export type IdentityPhoto = (typeof IDENTITY_PHOTOS)[number];

type IdentityPhotosProps<F extends string> = {
  /** Which form field holds each photo. */
  fields: Record<IdentityPhoto, F>;
  /** Where the uploads go (`identity` for a shop application, `loan` for a loan). */
  moduleName: string;
  /** The words of the screen: the privacy note, each photo's label, and the hint under each. */
  texts: { privacy: string; hint: string } & Record<IdentityPhoto, string>;
  values: Record<NoInfer<F>, string | null>;
  onChange(field: NoInfer<F>, url: string | null): void;
  onBusyChange(field: NoInfer<F>): (busy: boolean) => void;
  errorOf(field: NoInfer<F>): string | undefined;
  /** The test ids' prefix: `apply` → apply-idimg_1… */
  testId: string;
};

/**
 * The identity document's photos (front, back, held in the hand) with the note on who sees them:
 * the shop application and the loan application ask for the same three.
 */
export function IdentityPhotos<F extends string>({
  fields,
  moduleName,
  texts,
  values,
  onChange,
  onBusyChange,
  errorOf,
  testId,
}: IdentityPhotosProps<F>) {
  return (
    <>
      <p className={classes.privacy}>{texts.privacy}</p>
      <div className={classes.photos}>
        {IDENTITY_PHOTOS.map((photo) => {
          const field = fields[photo];
          return (
            <ImageUploadField
              key={field}
              moduleName={moduleName}
              label={texts[photo]}
              hint={texts.hint}
              value={values[field]}
              onChange={(url) => onChange(field, url)}
              onBusyChange={onBusyChange(field)}
              error={errorOf(field)}
              testId={`${testId}-${field}`}
            />
          );
        })}
      </div>
    </>
  );
}
