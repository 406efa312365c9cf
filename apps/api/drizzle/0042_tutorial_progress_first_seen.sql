ALTER TABLE "tutorial_progress" ADD COLUMN "created_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Progress recorded before first sightings were kept: its last report is the only sighting known,
-- so it stands for the first (which was no later), and first seen never follows last seen.
UPDATE "tutorial_progress" SET "created_at" = "updated_at";
