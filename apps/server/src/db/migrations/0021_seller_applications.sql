CREATE TABLE "seller_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"nationality" integer NOT NULL,
	"id_name" text NOT NULL,
	"id_number" text NOT NULL,
	"real_name" text NOT NULL,
	"id_img_1" uuid NOT NULL,
	"id_img_2" uuid NOT NULL,
	"id_img_3" uuid NOT NULL,
	"store_name" text,
	"store_logo" text,
	"store_remark" text,
	"contact" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"seller_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_applications_status" CHECK ("seller_applications"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "private_files" ADD COLUMN "purpose" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_applications_queue_idx" ON "seller_applications" USING btree ("status","updated_at");