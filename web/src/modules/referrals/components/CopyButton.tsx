import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import { useAlert } from '../../../shell/alert/AlertContext';

/** Copies a link, and says so (or that it could not) in plain words. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const alert = useAlert();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      alert.success('Short link copied');
    } catch {
      alert.error('The link could not be copied: open Details to select it');
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()} aria-label={label}>
      Copy
    </Button>
  );
}
