import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/api/billing';
import { SectionCard } from '@/components/section-card';
import { formatDate, formatDateTime, formatMoney } from '../format';

const statusColor = { pending: 'warning', paid: 'success', cancelled: 'default' } as const;

/**
 * The company's orders, newest first: what, when, how much, whether it was paid, and what a paid order was applied
 * as when its kind no longer fitted.
 */
export const OrdersSection = ({ orders }: { orders: Order[] }) => {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  return (
    <SectionCard id="dashboard-orders" title={t('orders.title')}>
      {orders.length === 0 ? (
        <Typography color="textSecondary">{t('orders.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {orders.map((order) => (
            <Box
              component="li"
              key={order.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', md: '1.2fr 1.6fr 1fr auto' },
                alignItems: 'center',
                gap: { xs: 0.5, md: 2 },
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="textSecondary">
                {formatDateTime(order.createdAt, language)}
              </Typography>
              <Typography sx={{ fontWeight: 600, gridRow: { xs: 2, md: 'auto' } }}>
                {t(`packages.kind.${order.kind}`)} ·{' '}
                {t('orders.package', {
                  months: t('packages.monthsOption', { count: order.months }),
                  devices: t('packages.devicesOption', { count: order.devices }),
                })}
                {order.startsAt && order.expiresAt && (
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                    {t('orders.period', {
                      from: formatDate(order.startsAt, language),
                      to: formatDate(order.expiresAt, language),
                    })}
                  </Typography>
                )}
                {order.appliedReason && (
                  <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                    {t(`orders.appliedReason.${order.appliedReason}`)}
                  </Typography>
                )}
              </Typography>
              <Typography sx={{ fontWeight: 600, textAlign: { md: 'right' }, gridRow: { xs: 3, md: 'auto' } }}>
                {formatMoney(order.priceCents, order.currency, language)}
              </Typography>
              <Chip
                size="small"
                label={t(`orders.status.${order.status}`)}
                color={statusColor[order.status]}
                variant={order.status === 'paid' ? 'filled' : 'outlined'}
                sx={{ justifySelf: 'end', gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' } }}
              />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
};
