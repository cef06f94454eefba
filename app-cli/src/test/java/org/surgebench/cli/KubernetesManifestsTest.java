package org.surgebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.KubernetesResource;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.utils.KubernetesSerialization;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.surgebench.core.run.RunSpec;
import picocli.CommandLine;

/**
 * deploy/kubernetes/ read with the Kubernetes object model (fabric8's, the model of the Java client): every file
 * is a known kind with no field the model does not know, the objects refer to each other consistently, and the
 * generators' arguments, with the ConfigMap's values and each completion index put in as Kubernetes would, are
 * a valid surge run of generator K/N.
 */
class KubernetesManifestsTest {
    private static final Path DIR = Path.of("..", "deploy", "kubernetes");
    private static final Pattern VARIABLE = Pattern.compile("\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)");
    private static final Map<String, HasMetadata> OBJECTS = new LinkedHashMap<>();

    @BeforeAll
    static void read() throws Exception {
        KubernetesSerialization serialization = new KubernetesSerialization();
        List<Path> files;
        try (Stream<Path> list = Files.list(DIR)) {
            files = list.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            try (InputStream in = Files.newInputStream(f)) {
                KubernetesResource r = serialization.unmarshal(in);
                assertThat(r).as(f + " is an object of a kind the model knows").isInstanceOf(HasMetadata.class);
                HasMetadata o = (HasMetadata) r;
                assertThat(o.getClass().getSimpleName())
                        .as(f + ": a typed kind")
                        .isNotEqualTo("GenericKubernetesResource");
                assertThat(o.getMetadata().getName()).as(f + ": metadata.name").isNotBlank();
                OBJECTS.put(o.getKind() + "/" + o.getMetadata().getName(), o);
                unknownFields(f.getFileName().toString(), o);
            }
        }
    }

    /**
     * The model keeps fields it does not know in each object's additionalProperties: a misspelt or misplaced
     * field shows up there.
     */
    private static void unknownFields(String where, Object o) throws Exception {
        if (o == null || !o.getClass().getName().startsWith("io.fabric8.kubernetes.api.model")) {
            if (o instanceof Iterable<?> list) {
                for (Object item : list) {
                    unknownFields(where, item);
                }
            } else if (o instanceof Map<?, ?> map) {
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    unknownFields(where + "." + e.getKey(), e.getValue());
                }
            }
            return;
        }
        for (java.lang.reflect.Method m : o.getClass().getMethods()) {
            if (m.getParameterCount() != 0
                    || !m.getName().startsWith("get")
                    || m.getName().equals("getClass")) {
                continue;
            }
            Object value = m.invoke(o);
            if (m.getName().equals("getAdditionalProperties")) {
                assertThat((Map<?, ?>) value)
                        .as(where + ": fields the Kubernetes model does not know")
                        .isEmpty();
            } else {
                unknownFields(where + "." + m.getName().substring(3), value);
            }
        }
    }

    @Test
    void theKindsAreThereAndReferToEachOther() {
        assertThat(OBJECTS.keySet())
                .containsExactlyInAnyOrder(
                        "ConfigMap/surgebench-run",
                        "Job/surgebench-run",
                        "Job/surgebench-merge",
                        "Service/surgebench-metrics",
                        "PersistentVolumeClaim/surgebench-results");
        Job run = (Job) OBJECTS.get("Job/surgebench-run");
        ConfigMap settings = (ConfigMap) OBJECTS.get("ConfigMap/surgebench-run");
        int generators = Integer.parseInt(settings.getData().get("GENERATORS"));
        assertThat(run.getSpec().getCompletionMode()).isEqualTo("Indexed");
        assertThat(run.getSpec().getCompletions()).isEqualTo(generators);
        assertThat(run.getSpec().getParallelism()).isEqualTo(generators);
        assertThat(run.getSpec().getBackoffLimit()).isZero();
        PodSpec pod = run.getSpec().getTemplate().getSpec();
        assertThat(pod.getRestartPolicy()).isEqualTo("Never");
        Container c = pod.getContainers().get(0);
        assertThat(c.getImage()).startsWith("surgebench:");
        assertThat(c.getEnvFrom().get(0).getConfigMapRef().getName()).isEqualTo("surgebench-run");

        // Prometheus finds every generator: pod annotations, the container port and the headless Service agree.
        Map<String, String> annotations =
                run.getSpec().getTemplate().getMetadata().getAnnotations();
        assertThat(annotations)
                .containsEntry("prometheus.io/scrape", "true")
                .containsEntry("prometheus.io/path", MetricsEndpoint.PATH);
        String port = annotations.get("prometheus.io/port");
        assertThat(c.getPorts())
                .anyMatch(p -> p.getContainerPort().toString().equals(port) && "metrics".equals(p.getName()));
        assertThat(c.getArgs()).containsSequence("--metrics-port", port);
        // Served beyond the pod's loopback, so with the token every scrape must send, from a Secret.
        assertThat(c.getArgs()).containsSequence("--metrics-bind", "0.0.0.0");
        assertThat(c.getEnv())
                .anyMatch(e -> e.getName().equals(MetricsEndpoint.TOKEN_ENV)
                        && e.getValueFrom().getSecretKeyRef() != null);
        Service metrics = (Service) OBJECTS.get("Service/surgebench-metrics");
        assertThat(metrics.getSpec().getClusterIP()).isEqualTo("None");
        assertThat(run.getSpec().getTemplate().getMetadata().getLabels())
                .containsAllEntriesOf(metrics.getSpec().getSelector());
        assertThat(metrics.getSpec().getPorts().get(0).getTargetPort().getStrVal())
                .isEqualTo("metrics");

        // Results go to the shared volume, where the merge Job reads them.
        PersistentVolumeClaim pvc = (PersistentVolumeClaim) OBJECTS.get("PersistentVolumeClaim/surgebench-results");
        assertThat(pvc.getSpec().getAccessModes()).contains("ReadWriteMany");
        Job merge = (Job) OBJECTS.get("Job/surgebench-merge");
        for (Job j : List.of(run, merge)) {
            PodSpec p = j.getSpec().getTemplate().getSpec();
            assertThat(p.getVolumes().get(0).getPersistentVolumeClaim().getClaimName())
                    .isEqualTo(pvc.getMetadata().getName());
            assertThat(p.getContainers().get(0).getVolumeMounts().get(0).getMountPath())
                    .isEqualTo("/results");
        }
        Container mergeContainer =
                merge.getSpec().getTemplate().getSpec().getContainers().get(0);
        assertThat(env(mergeContainer))
                .containsEntry("RUN_ID", run.getMetadata().getName());
        assertThat(mergeContainer.getArgs()).startsWith("merge", "/results", "--run-id", "$(RUN_ID)");
    }

    @Test
    void eachCompletionIndexIsAValidRunOfGeneratorKofN() {
        Job run = (Job) OBJECTS.get("Job/surgebench-run");
        ConfigMap settings = (ConfigMap) OBJECTS.get("ConfigMap/surgebench-run");
        Container c = run.getSpec().getTemplate().getSpec().getContainers().get(0);
        int n = run.getSpec().getCompletions();
        Map<String, String> env = new HashMap<>(settings.getData());
        env.putAll(env(c));
        // What Kubernetes puts in: the run id from the Job's name label, and the completion index.
        assertThat(c.getEnv())
                .anyMatch(e -> e.getName().equals("RUN_ID")
                        && e.getValueFrom()
                                .getFieldRef()
                                .getFieldPath()
                                .equals("metadata.labels['batch.kubernetes.io/job-name']"));
        env.put("RUN_ID", run.getMetadata().getName());
        assertThat(c.getEnv())
                .anyMatch(e ->
                        e.getName().equals("SURGE_PASSWORD") && e.getValueFrom().getSecretKeyRef() != null);
        int firstUser = 1;
        for (int index = 0; index < n; index++) {
            env.put("JOB_COMPLETION_INDEX", Integer.toString(index));
            List<String> args = new ArrayList<>();
            for (String a : c.getArgs()) {
                args.add(expand(a, env));
            }
            String[] argv = args.toArray(String[]::new);
            CommandLine.ParseResult parsed = SurgeCli.rootFor(argv).parseArgs(argv);
            assertThat(parsed.subcommand().commandSpec().name()).isEqualTo("run");
            RunCommand command = (RunCommand) parsed.subcommand().commandSpec().userObject();
            RunSpec spec = command.options.toSpec(command.workload, command.connection);
            spec.validate();
            assertThat(spec.generator().index()).isEqualTo(index + 1);
            assertThat(spec.generator().count()).isEqualTo(n);
            assertThat(spec.runId()).isEqualTo("surgebench-run");
            assertThat(spec.barrier()).isTrue();
            assertThat(spec.resultsDir()).isEqualTo(Path.of("/results"));
            assertThat(spec.firstUserId()).isEqualTo(firstUser);
            firstUser += spec.users();
        }
        assertThat(firstUser - 1).isEqualTo(Integer.parseInt(settings.getData().get("USERS")));
    }

    private static Map<String, String> env(Container c) {
        Map<String, String> out = new HashMap<>();
        for (EnvVar e : c.getEnv()) {
            if (e.getValue() != null) {
                out.put(e.getName(), e.getValue());
            }
        }
        return out;
    }

    /** $(VAR) as Kubernetes expands it in args; every variable must be defined. */
    private static String expand(String arg, Map<String, String> env) {
        Matcher m = VARIABLE.matcher(arg);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            assertThat(env).as("the variable in " + arg).containsKey(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(env.get(m.group(1))));
        }
        m.appendTail(out);
        return out.toString();
    }
}
