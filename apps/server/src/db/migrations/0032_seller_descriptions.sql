CREATE TABLE "seller_goods_i18n" (
	"seller_goods_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"des" text NOT NULL,
	CONSTRAINT "seller_goods_i18n_seller_goods_id_lang_pk" PRIMARY KEY("seller_goods_id","lang")
);
--> statement-breakpoint
ALTER TABLE "seller_goods_i18n" ADD CONSTRAINT "seller_goods_i18n_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE cascade ON UPDATE no action;