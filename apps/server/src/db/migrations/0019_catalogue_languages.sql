CREATE TABLE "option_i18n" (
	"lang" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "option_i18n_lang_source_pk" PRIMARY KEY("lang","source")
);
--> statement-breakpoint
ALTER TABLE "system_goods_i18n" ADD COLUMN "unit" text;