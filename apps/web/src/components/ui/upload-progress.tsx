type UploadProgressProps = {
  /** 0 to 100. */
  percent: number;
  /** Names the upload for screen readers ("Uploading picture 2"). */
  label: string;
  /** The track and its filled part, styled by the page that shows the upload. */
  classNames: { root?: string; bar?: string };
};

/** How far a picture's upload has gone: a thin bar, announced as a progress bar. */
export function UploadProgress({ percent, label, classNames }: UploadProgressProps) {
  return (
    <div
      className={classNames.root}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
    >
      <div className={classNames.bar} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
