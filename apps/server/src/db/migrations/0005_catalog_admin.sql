ALTER TABLE "banners" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "end_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "goods_sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "freight_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "is_refund" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "system_goods" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;