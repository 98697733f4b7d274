-- The orders' kept counts also per status and payment status ("pending|for_confirmation") and per status
-- of advance orders ("advance|pending"): the tracker's tabs with the payment or advance filter, and the
-- history with a payment filter (the sum over statuses), read exact counts instead of counting rows.
DROP TRIGGER list_counts_ins ON orders;
--> statement-breakpoint
DROP TRIGGER list_counts_upd ON orders;
--> statement-breakpoint
DROP TRIGGER list_counts_del ON orders;
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status, status || ''|'' || payment_status, CASE WHEN advance_order_date IS NOT NULL THEN ''advance|'' || status END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_upd AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status, status || ''|'' || payment_status, CASE WHEN advance_order_date IS NOT NULL THEN ''advance|'' || status END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status, status || ''|'' || payment_status, CASE WHEN advance_order_date IS NOT NULL THEN ''advance|'' || status END]');
--> statement-breakpoint
DELETE FROM list_counts WHERE list = 'orders';
--> statement-breakpoint
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'orders', app_uuid, k.key, 0, count(*) FROM orders
  CROSS JOIN LATERAL unnest(ARRAY[status, status || '|' || payment_status, CASE WHEN advance_order_date IS NOT NULL THEN 'advance|' || status END]) AS k(key)
  WHERE k.key IS NOT NULL GROUP BY app_uuid, k.key;
