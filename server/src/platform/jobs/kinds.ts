// Every job kind, registered by importing its module (one line per kind).
import '../mail';
import '../../modules/formsubmissions/publish';
import '../../modules/formsubmissions/pdf-backfill';
import '../../modules/auth/reset-request-job';
import '../../modules/smartplans/publish';
import '../../modules/restraint/documents';
