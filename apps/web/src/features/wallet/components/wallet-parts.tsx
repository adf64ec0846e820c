import { Button, Skeleton } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Subpage } from '../../../components/account/subpage';
import { PrivateImageViewer } from '../../../components/ui/private-image';
import { toast } from '../../../lib/toast';
import classes from './wallet.module.css';
import { WALLET_PATH } from '../../../lib/user-centre-paths';

/** A page under the wallet (deposit, withdraw): a way back, its title, a line on what it does. */
export function WalletSubpage(props: Omit<ComponentProps<typeof Subpage>, 'back'>) {
  return <Subpage {...props} back={{ to: `${WALLET_PATH}?index=1`, titleKey: 'moneyPackage' }} />;
}

/** One chip of a ChoiceChips row. */
export type Choice<V extends string> = { value: V; label: ReactNode; disabled?: boolean; testId?: string };

/** A row of chips to pick one of (a coin, a network, a channel), as radio buttons. */
export function ChoiceChips<V extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  /** Names the group for screen readers. */
  label: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
}) {
  return (
    <div className={classes.chips} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={value === choice.value}
          className={classes.chip}
          disabled={choice.disabled}
          onClick={() => onChange(choice.value)}
          data-testid={choice.testId}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** A deposit's or withdrawal's state (0 processing, 1 successful, 2 failed: spec §4). */
export function RecordStatus({ state }: { state: number }) {
  const { t } = useTranslation('wallet');
  const key = state === 1 ? 'success' : state === 2 ? 'failed' : 'processing';
  return (
    <span className={classes.status} data-state={String(state)} data-testid="record-status">
      {t(`status.${key}`)}
    </span>
  );
}

/** A payment certificate as a thumbnail that opens full size; only its owner can read it. */
export function CertificateThumb({ src }: { src: string }) {
  const { t } = useTranslation('wallet');
  return (
    <PrivateImageViewer
      src={src}
      scope="api"
      alt={t('records.certificate')}
      failedText={t('records.certificateMissing')}
      openLabel={t('records.viewCertificate')}
      buttonClassName={classes.thumbButton}
      className={classes.thumb}
      largeClassName={classes.certificateLarge}
      width={56}
      height={56}
    />
  );
}

type CopyButtonProps = {
  value: string;
  label: string;
  /** The toast once copied; "Address copied" unless told. */
  copied?: string;
  /** Names what is copied for screen readers when the label alone ("Copy") does not. */
  ariaLabel?: string;
  testId?: string;
};

/** Copies a value (an address, an account number) to the clipboard, and says so. */
export function CopyButton({ value, label, copied, ariaLabel, testId = 'copy-address' }: CopyButtonProps) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copied ?? t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Button variant="light" size="sm" onClick={() => void copy()} aria-label={ariaLabel} data-testid={testId}>
      {label}
    </Button>
  );
}

/** Rows of grey bars while a list loads. */
export function RecordsSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={classes.skeletonRow} />
      ))}
    </div>
  );
}

type DepositSubmitProps = { label: string; pending: boolean; returning: boolean; testId: string };

/**
 * A deposit form's submit button, and once a recharge call has been refused, the notice that the
 * page is going back to the wallet (spec §4), while the button stays off.
 */
export function DepositSubmit({ label, pending, returning, testId }: DepositSubmitProps) {
  const { t } = useTranslation('wallet');
  return (
    <>
      {returning && (
        <p className={classes.error} role="alert" data-testid="returning-to-wallet">
          {t('recharge.returning')}
        </p>
      )}
      <div className={classes.formActions}>
        <Button type="submit" loading={pending} disabled={returning} data-testid={testId}>
          {label}
        </Button>
      </div>
    </>
  );
}
