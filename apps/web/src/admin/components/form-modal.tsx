import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { useReturnFocus } from '../../lib/use-return-focus';
import { ModalActions } from './modal-actions';

/** What useSaveAndClose needs of a mutation: to be sent, and to say when it has succeeded. */
type Save<P, R> = { mutate: (params: P, options: { onSuccess: (result: R) => void }) => void };

/**
 * A modal form's submit, for `form.onSubmit`: sends the params with `save` and once the server has
 * taken them, says so (`saved`) and closes the modal. While a picture is still uploading it sends
 * nothing and says to wait.
 */
export function useSaveAndClose<P, R>(
  save: Save<P, R>,
  {
    saved,
    onClose,
    uploading = false,
  }: { saved: (result: R) => string; onClose: () => void; uploading?: boolean },
) {
  const { t } = useTranslation(ADMIN_NS);
  return (params: P) => {
    if (uploading) {
      toast.warning(t('upload.stillUploading'));
      return;
    }
    save.mutate(params, {
      onSuccess: (result) => {
        toast.success(saved(result));
        onClose();
      },
    });
  };
}

type FormModalProps = {
  title: string;
  size: 'lg' | 'xl';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's layout: the console's modal form, or a catalog stack. */
  className: string | undefined;
  testId: string;
  /** The form is being sent: the submit button spins. */
  pending: boolean;
  /** Cancel is off while the form is being sent. */
  cancelDisabled?: boolean;
  /** "Save" unless told otherwise. */
  submitLabel?: string;
  submitTestId: string;
  children: ReactNode;
};

/**
 * A console form that adds or edits one thing (a banner, a category, a channel, a bank account):
 * a modal, full screen on phones, with Cancel and the submit button at the form's foot.
 */
export function FormModal({
  title,
  size,
  onClose,
  onSubmit,
  className,
  testId,
  pending,
  cancelDisabled,
  submitLabel,
  submitTestId,
  children,
}: FormModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const isPhone = useMediaQuery('(max-width: 40em)');
  // Rendered open by its caller: focus goes back to the button that opened it.
  useReturnFocus();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form className={className} onSubmit={onSubmit} noValidate data-testid={testId}>
        {children}
        <ModalActions
          onCancel={onClose}
          pending={pending}
          cancelDisabled={cancelDisabled}
          submitLabel={submitLabel ?? t('common.save')}
          submitTestId={submitTestId}
        />
      </form>
    </Modal>
  );
}
