CREATE TABLE "car_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" text NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "car_documents" ADD CONSTRAINT "car_documents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_documents" ADD CONSTRAINT "car_documents_car_id_unit_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."unit_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_documents" ADD CONSTRAINT "car_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "car_documents_current_idx" ON "car_documents" USING btree ("car_id","kind") WHERE "car_documents"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "car_documents_community_idx" ON "car_documents" USING btree ("community_id","car_id");--> statement-breakpoint
SELECT cc_protect_community_tables();
