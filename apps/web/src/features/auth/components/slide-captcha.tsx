import type { CaptchaVo } from '@caravan/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';
import { SlidePuzzle, type CaptchaAnswer, type CaptchaCheck } from './slide-puzzle';
import classes from './slide-captcha.module.css';
import { InlineLoader } from '../../../components/ui/states';
import { IconButton } from '../../../components/ui/icon-button';

type SlideCaptchaProps = {
  captcha: CaptchaVo | undefined;
  isLoading: boolean;
  isError: boolean;
  /** True once an answer has been recorded for the current challenge. */
  answered: boolean;
  /** What the server has said of the answer (it checks it with the registration). */
  check?: CaptchaCheck;
  /** A translated message shown under the slider (e.g. "complete the puzzle"). */
  error?: string;
  onAnswer: (answer: CaptchaAnswer | null) => void;
  /** Asks for a new challenge: the refresh button, and on expiry. */
  onRefresh: () => void;
};

/**
 * Slide verification (spec §2, §5): drag — with a mouse, a finger or the arrow keys — the piece into
 * the gap. The drop position and the recorded trace are reported through `onAnswer` for the server
 * to check; a challenge that expires is replaced by a new one.
 */
export function SlideCaptcha({
  captcha,
  isLoading,
  isError,
  answered,
  check = 'unchecked',
  error,
  onAnswer,
  onRefresh,
}: SlideCaptchaProps) {
  const { t } = useTranslation('account');
  const refreshRef = useRef(onRefresh);
  useEffect(() => {
    refreshRef.current = onRefresh;
  });

  useEffect(() => {
    if (!captcha) return;
    const timer = setTimeout(() => refreshRef.current(), captcha.expiresInSeconds * 1000);
    return () => clearTimeout(timer);
  }, [captcha]);

  return (
    <div className={classes.wrap} data-testid="slide-captcha">
      <div className={classes.head}>
        <span className={classes.label}>{t('captcha.title')}</span>
        <IconButton
          onClick={onRefresh}
          label={t('captcha.refresh')}
          loading={isLoading}
          data-testid="captcha-refresh"
        >
          <RefreshIcon size={18} />
        </IconButton>
      </div>
      {captcha ? (
        <SlidePuzzle
          key={captcha.captchaId}
          captcha={captcha}
          answered={answered}
          check={check}
          onAnswer={onAnswer}
        />
      ) : (
        <div className={classes.placeholder}>
          {isError ? <span>{t('captcha.loadFailed')}</span> : <InlineLoader label={t('captcha.loading')} />}
        </div>
      )}
      {error && (
        <p className={classes.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
