import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { OrderDetailsFieldsFragment } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import { displayMobile, FULFILLMENT_LABELS, itemName } from '../../orderActions';

export interface PackingSlipProps {
  open: boolean;
  storeName: string;
  order: OrderDetailsFieldsFragment;
  onPrint: () => void;
  onClose: () => void;
}

const SLIP = 'packing-slip';

/** Prints the slip alone: everything else on the page is hidden from the printer. */
const printOnlySlip = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`.${SLIP}, .${SLIP} *`]: { visibility: 'visible' },
        [`.${SLIP}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

const cell = { border: '1px solid #999', padding: '6px 8px', textAlign: 'left' } as const;

/** A plain packing slip: store, transaction number, customer, address, items and quantities (no prices). */
export function PackingSlip({ open, storeName, order, onPrint, onClose }: PackingSlipProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="packing-slip-title">
      {open ? printOnlySlip : null}
      <DialogContent>
        <div className={SLIP} style={{ color: '#000', fontFamily: 'Arial, sans-serif' }}>
          <Typography id="packing-slip-title" variant="h3" component="h2" sx={{ color: 'inherit' }}>
            {storeName}
          </Typography>
          <p style={{ margin: '4px 0 12px' }}>Packing slip</p>
          <p style={{ margin: '2px 0' }}>
            <strong>Order:</strong> {order.transactionNumber}
          </p>
          <p style={{ margin: '2px 0' }}>
            <strong>Date:</strong> {formatDateTime(order.createdAt)}
          </p>
          <p style={{ margin: '2px 0' }}>
            <strong>Customer:</strong> {order.customerName}, {displayMobile(order.mobileNumber)}
          </p>
          <p style={{ margin: '2px 0' }}>
            <strong>{FULFILLMENT_LABELS[order.fulfillment]}:</strong>{' '}
            {order.fulfillment === 'delivery'
              ? order.deliveryAddress || 'No address given'
              : 'Customer picks up'}
          </p>
          {order.remarks ? (
            <p style={{ margin: '2px 0' }}>
              <strong>Remarks:</strong> {order.remarks}
            </p>
          ) : null}
          <table
            style={{ borderCollapse: 'collapse', width: '100%', marginTop: 12 }}
            aria-label="Packing list"
          >
            <thead>
              <tr>
                <th style={cell}>Item</th>
                <th style={{ ...cell, textAlign: 'right', width: 60 }}>Qty</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.uuid}>
                  <td style={cell}>
                    {itemName(item)}
                    {item.addOns.map((a) => (
                      <div key={a.name} style={{ fontSize: '0.85em' }}>
                        + {a.name} × {a.quantity}
                      </div>
                    ))}
                  </td>
                  <td style={{ ...cell, textAlign: 'right' }}>{item.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={onPrint}>
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
