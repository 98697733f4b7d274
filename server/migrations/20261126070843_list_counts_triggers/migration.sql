-- The console lists' counts (list_counts, platform/counts.ts), kept in the same transaction as each change.
-- One statement-level trigger per table and operation: it folds the statement's transition rows into
-- +1/-1 per (store, key), drops the keys that did not move (an update that keeps the status writes
-- nothing), and adds the rest to this connection's shard (backend pid mod 16) in a fixed order, so
-- concurrent writers in one store seldom share a row and never lock two in opposite orders.
-- TG_ARGV[0]: the list's name; TG_ARGV[1]: an SQL expression over a row giving the keys it counts under (text[]).
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  src text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    src := format('SELECT app_uuid, unnest(%s) AS key, 1 AS d FROM new_rows', TG_ARGV[1]);
  ELSIF TG_OP = 'DELETE' THEN
    -- A store's own deletion cascades here after its counts are gone: nothing is left to take from.
    src := format(
      'SELECT app_uuid, unnest(%s) AS key, -1 AS d FROM old_rows WHERE EXISTS (SELECT 1 FROM apps WHERE apps.uuid = old_rows.app_uuid)',
      TG_ARGV[1]);
  ELSE
    src := format(
      'SELECT app_uuid, unnest(%1$s) AS key, 1 AS d FROM new_rows UNION ALL SELECT app_uuid, unnest(%1$s), -1 FROM old_rows',
      TG_ARGV[1]);
  END IF;
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, app_uuid, key, shard, n)
       SELECT %L, app_uuid, key, pg_backend_pid() %% 16, sum(d) FROM (%s) s
       WHERE key IS NOT NULL GROUP BY app_uuid, key HAVING sum(d) <> 0 ORDER BY app_uuid, key
     ON CONFLICT (list, app_uuid, key, shard) DO UPDATE SET n = c.n + excluded.n',
    TG_ARGV[0], src);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- A deleted store's counts go with it (its rows' cascaded deletes, before or after, add nothing back).
CREATE FUNCTION list_counts_forget_app() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM list_counts WHERE app_uuid IN (SELECT uuid FROM old_rows);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER list_counts_forget AFTER DELETE ON apps REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_forget_app();
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status]');
--> statement-breakpoint
CREATE TRIGGER list_counts_upd AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status]');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('orders', 'ARRAY[status]');
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('products', 'ARRAY[''all'']');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('products', 'ARRAY[''all'']');
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('customers', 'ARRAY[''all'']');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('customers', 'ARRAY[''all'']');
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('notifications', 'ARRAY[''all'', CASE WHEN read_at IS NULL THEN ''unread'' END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_upd AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('notifications', 'ARRAY[''all'', CASE WHEN read_at IS NULL THEN ''unread'' END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('notifications', 'ARRAY[''all'', CASE WHEN read_at IS NULL THEN ''unread'' END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_ins AFTER INSERT ON page_recipients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('conversations', 'ARRAY[''all'', CASE WHEN NOT messenger_read OR NOT facebook_comment_read THEN ''unread'' END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_upd AFTER UPDATE ON page_recipients REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('conversations', 'ARRAY[''all'', CASE WHEN NOT messenger_read OR NOT facebook_comment_read THEN ''unread'' END]');
--> statement-breakpoint
CREATE TRIGGER list_counts_del AFTER DELETE ON page_recipients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('conversations', 'ARRAY[''all'', CASE WHEN NOT messenger_read OR NOT facebook_comment_read THEN ''unread'' END]');
--> statement-breakpoint
-- What the stores already have.
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'orders', app_uuid, status, 0, count(*) FROM orders GROUP BY app_uuid, status;
--> statement-breakpoint
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'products', app_uuid, 'all', 0, count(*) FROM products GROUP BY app_uuid;
--> statement-breakpoint
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'customers', app_uuid, 'all', 0, count(*) FROM customers GROUP BY app_uuid;
--> statement-breakpoint
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'notifications', app_uuid, k.key, 0, count(*) FROM notifications
  CROSS JOIN LATERAL unnest(ARRAY['all', CASE WHEN read_at IS NULL THEN 'unread' END]) AS k(key)
  WHERE k.key IS NOT NULL GROUP BY app_uuid, k.key;
--> statement-breakpoint
INSERT INTO list_counts (list, app_uuid, key, shard, n)
  SELECT 'conversations', app_uuid, k.key, 0, count(*) FROM page_recipients
  CROSS JOIN LATERAL unnest(ARRAY['all', CASE WHEN NOT messenger_read OR NOT facebook_comment_read THEN 'unread' END]) AS k(key)
  WHERE k.key IS NOT NULL GROUP BY app_uuid, k.key;
