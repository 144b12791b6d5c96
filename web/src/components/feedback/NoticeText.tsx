// The outcome message of a form in plain HTML (see FormNotice for MUI screens), announced as an alert.
import type { Notice } from './FormNotice';
import '../../styles/forms.css';

export function NoticeText({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p role="alert" className={`pub-notice pub-notice--${notice.severity}`}>
      {notice.text}
    </p>
  );
}
