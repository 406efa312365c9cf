-- Bytes per row, indexes included, of the tables that grow with traffic, for docs/scaling.md.
-- Run as a superuser (row-level security would hide the rows from anyone else) in a scratch
-- database that `npm run db:migrate -w apps/api -- <url>` has migrated, then drop the database:
--   psql <url> -f docs/scaling-row-sizes.sql
-- Values are shaped like the product's: Thai names and titles, 13-character tracking numbers,
-- a parcel with three events (received, printed, handed out), 1,000 residents per community.
\set ON_ERROR_STOP on
insert into communities (id, name) values ('size-test', 'ชุมชนทดสอบขนาด');
insert into users (email, firstname, lastname)
  select 'size' || g || '@size.test', 'สมศรี', 'ใจดี' || g from generate_series(1, 1000) g;
insert into units (community_id, unit_no) select 'size-test', 'A-' || lpad(g::text, 4, '0') from generate_series(1, 1000) g;

insert into parcels (community_id, no, tracking_no, tracking_key, carrier, type, status, unit_id, unit_no,
                     recipient_name, recipient_phone, name_key, surname_key, phone_key, received_at, handed_out_at)
  select 'size-test', g, 'TH' || lpad(g::text, 11, '0'), 'th' || lpad(g::text, 11, '0'), 'KERRY', 'BOX',
         case when g % 10 = 0 then 'WAITING' else 'HANDED_OUT' end, u.id, u.unit_no,
         'สมศรี ใจดี', '08' || lpad((g % 100000000)::text, 8, '0'), 'สมศรี', 'ใจดี', '08' || lpad((g % 100000000)::text, 8, '0'),
         now() - (g || ' minutes')::interval, case when g % 10 = 0 then null else now() end
    from generate_series(1, 100000) g
    join lateral (select id, unit_no from units where unit_no = 'A-' || lpad((1 + g % 1000)::text, 4, '0')) u on true;
insert into parcel_events (community_id, parcel_id, action, detail)
  select 'size-test', p.id, a, '{"by":"guard"}'::jsonb from parcels p, unnest(array['RECEIVED', 'PRINTED', 'HANDED_OUT']) a;

insert into notifications (id, community_id, feature_enum, title, body, target)
  select gen_random_uuid(), 'size-test', 'PARCEL', 'พัสดุของคุณมาถึงแล้ว',
         'พัสดุ TH' || lpad(g::text, 11, '0') || ' รอรับที่นิติบุคคล', '{"page":"parcel"}'
    from generate_series(1, 100000) g;
insert into notification_recipients (user_id, community_id, notification_id, read_at)
  select u.id, 'size-test', n.id, case when random() < 0.7 then now() end
    from (select id, row_number() over () as r from notifications) n
    join lateral (select id from users order by id offset (n.r * 7 % 998) limit 3) u on true;

insert into audit_log (community_id, actor, action, target, after)
  select 'size-test', 'user', 'parcel.handout', gen_random_uuid()::text, '{"status":"HANDED_OUT"}'::jsonb
    from generate_series(1, 100000) g;
insert into jobs (kind, payload, status, finished_at)
  select 'notify.fanout', '{}'::jsonb, 'DONE', now() from generate_series(1, 100000) g;

vacuum analyze;
select c.relname as table_name, c.reltuples::bigint as rows,
       pg_size_pretty(pg_total_relation_size(c.oid)) as total,
       round(pg_total_relation_size(c.oid)::numeric / greatest(c.reltuples, 1)) as bytes_per_row
  from pg_class c join pg_namespace s on s.oid = c.relnamespace
 where s.nspname = 'public' and c.relkind = 'r'
   and c.relname in ('parcels', 'parcel_events', 'notifications', 'notification_recipients', 'audit_log', 'jobs')
 order by 1;
