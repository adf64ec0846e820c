CREATE TABLE "public_uploads" (
	"url" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "public_uploads_url_user_id_pk" PRIMARY KEY("url","user_id")
);
--> statement-breakpoint
ALTER TABLE "public_uploads" ADD CONSTRAINT "public_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;