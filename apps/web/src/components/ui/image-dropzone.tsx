import { Dropzone } from '@mantine/dropzone';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { IMAGE_TYPES } from '../../lib/upload';
import classes from './image-dropzone.module.css';

type ImageDropzoneProps = {
  /** Every file chosen or dropped, those of another type included: the caller says why it refuses one. */
  onFiles: (files: File[]) => void;
  /** Receives the function that opens the file picker: the caller's own button calls it. */
  openRef: Ref<() => void>;
  /** The name of the file input the picker fills (its field's label). */
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The input's test id (tests choose files through it). */
  testId?: string;
  className?: string;
  /** Marks the area as in error (its `data-error` attribute). */
  invalid?: boolean;
  children: ReactNode;
};

/**
 * An area pictures can be dropped on, around the caller's content; its button opens the file
 * picker through `openRef` (so keyboard users have one focus stop, the button). The picker offers
 * only the types the server accepts; files of other types are handed over too, so the form can say
 * in the user's language why it refused them.
 */
export function ImageDropzone({
  onFiles,
  openRef,
  label,
  multiple = false,
  disabled,
  testId,
  className,
  invalid,
  children,
}: ImageDropzoneProps) {
  const inputProps: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string } = {
    'data-testid': testId,
    'aria-label': label,
  };
  return (
    <Dropzone
      className={className ? `${classes.zone} ${className}` : classes.zone}
      openRef={openRef}
      onDropAny={(accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)])}
      onDrop={() => undefined}
      accept={[...IMAGE_TYPES]}
      multiple={multiple}
      disabled={disabled}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      useFsAccessApi={false}
      tabIndex={-1}
      inputProps={inputProps}
      data-error={invalid}
    >
      {children}
    </Dropzone>
  );
}
