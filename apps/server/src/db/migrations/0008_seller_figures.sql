ALTER TABLE "sellers" ADD COLUMN "goods_on_shelf" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "sold_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "focus_num" integer DEFAULT 0 NOT NULL;